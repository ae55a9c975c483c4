import { MapView } from '../../../lib/maps';

/** The typed point on a map (loaded on demand: this module is imported lazily by the editor). */
export default function EditorMapPreview({ lat, lng }: { lat: number; lng: number }) {
  return <MapView className="editor-map" center={{ lat, lng }} />;
}
