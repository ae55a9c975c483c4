import {
  EXHIBITION_KIND_LABELS,
  EXHIBITION_STATUS_LABELS,
  type ExhibitionActivity,
  type ExhibitionBrand,
  type ExhibitionHistory,
  type ExhibitionNewsCard,
  type ExhibitionStatus,
  type ExhibitionSummary,
} from '@kc/shared';
import { toSecs } from '../../lib/time.js';
import type { ActivityRow, BrandRow, ExhibitionRow, HistoryRow, NewsRow } from './exhibition.repository.js';

/** Row → answer mappings of the exhibition pages. */

export const statusAt = (now: Date, start: Date | null, end: Date | null): ExhibitionStatus =>
  start && now < start ? 'upcoming' : end && now > end ? 'over' : 'ongoing';

export const summaryOf = ({ project: p, page }: ExhibitionRow, now: Date): ExhibitionSummary => {
  const status = statusAt(now, p.startAt, p.endAt);
  return {
    id: p.id,
    name: p.name,
    kind: p.kind ?? 1,
    kind_label: EXHIBITION_KIND_LABELS[p.kind ?? 1] ?? '展会',
    start_time: toSecs(p.startAt) ?? 0,
    end_time: toSecs(p.endAt) ?? 0,
    venue: p.venue,
    address: p.address,
    cover: p.cover,
    variant: page?.variant ?? null,
    status,
    status_label: EXHIBITION_STATUS_LABELS[status],
  };
};

export const newsCardOf = (n: NewsRow): ExhibitionNewsCard => ({
  id: n.id,
  project_id: n.projectId,
  title: n.title,
  cover: n.cover,
  summary: n.summary,
  publish_time: toSecs(n.publishedAt),
});

export const activityOf = (a: ActivityRow): ExhibitionActivity => ({
  id: a.id,
  project_id: a.projectId,
  title: a.title,
  start_time: toSecs(a.startAt),
  end_time: toSecs(a.endAt),
  place: a.place,
  cover: a.cover,
  summary: a.summary,
  event_id: a.eventId,
});

export const brandOf = (b: BrandRow): ExhibitionBrand => ({
  id: b.id,
  project_id: b.projectId,
  name: b.name,
  logo: b.logo,
  letter: b.letter,
  hall: b.hall,
  booth: b.booth,
});

export const historyOf = (h: HistoryRow): ExhibitionHistory => ({
  id: h.id,
  project_id: h.projectId,
  year: h.year,
  title: h.title,
  summary: h.summary,
  cover: h.cover,
  figures: h.figures,
});
