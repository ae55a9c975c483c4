import { UserIcon } from '../../../components/ui/icons';
import { LineIcon, ShortcutGrid, type Shortcut } from './shortcut-grid';

const entries: Shortcut[] = [
  { title: '我的主页', to: '/personal/my', icon: <UserIcon /> },
  {
    title: '我的关注',
    to: '/my/follow',
    icon: <LineIcon d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c1-3.5 3.8-5.5 7-5.5s6 2 7 5.5M17 8h5M19.5 5.5v5" />,
  },
  {
    title: '我的收藏',
    to: '/my/favorite',
    icon: <LineIcon d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />,
  },
  { title: '车友圈', to: '/tag/search', icon: <LineIcon d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" /> },
];

/** The community shortcuts of 我的: my personal page, whom I follow, my favourites and 车友圈. */
export function CommunityGrid({ onOpen }: { onOpen: (path: string) => void }) {
  return <ShortcutGrid entries={entries} label="社区入口" onOpen={onOpen} />;
}

const carEntries: Shortcut[] = [
  {
    title: '汽车展厅',
    to: '/show-car/list',
    icon: <LineIcon d="M3 16v-4l2-5h14l2 5v4M3 16h18M6.5 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM5 12h14" />,
  },
  {
    title: '我的认证',
    to: '/my/authentication',
    icon: <LineIcon d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6zM8.5 12l2.5 2.5 4.5-5" />,
  },
  {
    title: '车主认证',
    to: '/car-authentication/list',
    icon: <LineIcon d="M4 5h16v14H4zM8 9h8M8 13h5M15 15.5l1.5 1.5 3-3" />,
  },
  {
    title: '实名认证',
    to: '/real-name-certification/form',
    icon: <LineIcon d="M3 5h18v14H3zM7 10a2 2 0 1 0 4 0 2 2 0 0 0-4 0zM5.5 16c.6-1.7 1.9-2.5 3.5-2.5s2.9.8 3.5 2.5M14 9h4M14 13h4" />,
  },
];

/** The car and identity shortcuts of 我的: the showroom, my certifications, car-owner and real-name certification. */
export function CarsGrid({ onOpen }: { onOpen: (path: string) => void }) {
  return <ShortcutGrid entries={carEntries} label="汽车与认证入口" onOpen={onOpen} />;
}
