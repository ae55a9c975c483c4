import { MapView } from '../../../lib/maps';

/** The typed meeting point on a map (imported lazily: maps load on demand). */
export default function RideMapPreview({ lat, lng }: { lat: number; lng: number }) {
  return <MapView className="editor-map" center={{ lat, lng }} />;
}
