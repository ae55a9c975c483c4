import { RichSectionPage } from '../components/rich-section-page';

/** /exhibition/motorhome?project_id=: 房车展区. */
export default function MotorhomePage() {
  return <RichSectionPage pick={(i) => i.motorhome} empty="暂无房车展区介绍" label="房车展区介绍" />;
}
