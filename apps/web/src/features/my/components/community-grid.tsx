import { Grid } from 'antd-mobile';
import type { ReactNode } from 'react';
import { UserIcon } from '../../../components/ui/icons';

/** Line icons in the style of components/ui/icons (24×24, currentColor). */
const Line = ({ d }: { d: string }) => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d={d} />
  </svg>
);

const entries: { title: string; to: string; icon: ReactNode }[] = [
  { title: '我的主页', to: '/personal/my', icon: <UserIcon /> },
  {
    title: '我的关注',
    to: '/my/follow',
    icon: <Line d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c1-3.5 3.8-5.5 7-5.5s6 2 7 5.5M17 8h5M19.5 5.5v5" />,
  },
  {
    title: '我的收藏',
    to: '/my/favorite',
    icon: <Line d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />,
  },
  {
    title: '车友圈',
    to: '/tag/search',
    icon: <Line d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />,
  },
];

/** The community shortcuts of 我的: my personal page, whom I follow, my favourites and 车友圈. */
export function CommunityGrid({ onOpen }: { onOpen: (path: string) => void }) {
  return (
    <Grid columns={4} gap={0} className="entry-grid" aria-label="社区入口">
      {entries.map((e) => (
        <Grid.Item key={e.to} onClick={() => onOpen(e.to)} className="entry" aria-label={e.title}>
          <span className="entry-icon">{e.icon}</span>
          <span className="entry-title">{e.title}</span>
        </Grid.Item>
      ))}
    </Grid>
  );
}
