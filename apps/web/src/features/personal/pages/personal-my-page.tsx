import { PersonalView } from '../components/personal-view';

/** /personal/my: my own personal page, with 编辑资料 and 上传相册. */
export default function PersonalMyPage() {
  return <PersonalView uid={0} />;
}
