import { MapView } from '../../../lib/maps';

/** The venue on a map: loaded only when the visitor asks for it (a lazy chunk with the maps service). */
export default function VenueMap({ lat, lng }: { lat: number; lng: number }) {
  return <MapView center={{ lat, lng }} />;
}
