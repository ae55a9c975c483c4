import { ExhibitionKind } from '@kc/shared';

/** The five exhibition kinds of spec 4 with their Chinese names. */
export const PROJECT_KINDS = [
  { value: ExhibitionKind.exhibition, label: '展会' },
  { value: ExhibitionKind.race, label: '赛事' },
  { value: ExhibitionKind.meeting, label: '会议' },
  { value: ExhibitionKind.performance, label: '演出' },
  { value: ExhibitionKind.festival, label: '节庆' },
];

export const projectKindLabel = (kind: number | null): string =>
  PROJECT_KINDS.find((k) => k.value === kind)?.label ?? '未设置';
