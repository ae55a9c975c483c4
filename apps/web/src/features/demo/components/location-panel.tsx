import { Button, List } from 'antd-mobile';
import { useLocation, type LocationSource } from '../../../lib/location';

const SOURCE_LABELS: Record<LocationSource, string> = {
  wechat: '微信',
  app: '原生应用',
  maps: '地图服务',
  browser: '浏览器',
  ip: 'IP 定位',
};

const fixed = (n: number) => n.toFixed(6);

/** The location store of spec 3.6 and 重新定位 (IP positioning allowed). */
export function LocationPanel({ onRelocate }: { onRelocate: () => void }) {
  const { pos, city, locating, fail, source } = useLocation();
  return (
    <List header="定位">
      <List.Item extra={<span data-testid="location-pos">{pos ? `${fixed(pos.lat)}, ${fixed(pos.lng)}` : '—'}</span>}>
        坐标
      </List.Item>
      <List.Item extra={<span data-testid="location-source">{source ? SOURCE_LABELS[source] : '—'}</span>}>
        来源
      </List.Item>
      <List.Item extra={<span data-testid="location-city">{city ? `${city.name}（${city.province}）` : '—'}</span>}>
        城市
      </List.Item>
      <List.Item extra={<span data-testid="location-locating">{locating ? '是' : '否'}</span>}>定位中</List.Item>
      <List.Item extra={<span data-testid="location-fail">{fail ? fail.msg : '无'}</span>} description={fail?.error}>
        失败
      </List.Item>
      <div className="location-actions">
        <Button block color="primary" loading={locating} onClick={onRelocate}>
          重新定位
        </Button>
      </div>
    </List>
  );
}
