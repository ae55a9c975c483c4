import { RichSectionPage } from '../components/rich-section-page';

/** /exhibition/introduction?project_id=: 展会介绍 (the project's plain one-line intro when no page text is written). */
export default function IntroductionPage() {
  return <RichSectionPage pick={(i) => i.introduction} plain={(i) => i.intro} empty="暂无展会介绍" label="展会介绍" />;
}
