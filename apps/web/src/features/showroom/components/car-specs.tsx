import type { ShowCar } from '@kc/shared';
import { carSpecRows } from '../../../components/ui/car-spec-rows';
import { KeyValueList } from '../../../components/ui/key-value-list';

/** The listing's specs as a key–value card. */
export function CarSpecs({ car, title = '车辆参数' }: { car: ShowCar; title?: string }) {
  return <KeyValueList title={title} rows={carSpecRows(car)} />;
}
