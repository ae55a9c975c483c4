import { useEffect } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { resolveLocation, useLocation } from '../../../lib/location';
import { MapView, mapScaleFor } from '../../../lib/maps';
import { getPlatform, storedOpenid } from '../../../lib/platform';
import { LocationPanel } from '../components/location-panel';
import { WxuserEnv } from '../components/wxuser-env';
import '../components/wxuser-demo.css';

const relocate = () => void resolveLocation({ allowIp: true });

/** /demo/wxuser (no login): environment, openid, the location store with 重新定位, and the map. */
export default function WxuserPage() {
  const platform = getPlatform();
  const pos = useLocation((s) => s.pos);
  useEffect(relocate, []);
  return (
    <div className="page">
      <PageHeader />
      <WxuserEnv env={platform.env} client={platform.client} openid={storedOpenid()} />
      <LocationPanel onRelocate={relocate} />
      <MapView className="wxuser-map" center={pos} scale={mapScaleFor(platform.env)} />
    </div>
  );
}
