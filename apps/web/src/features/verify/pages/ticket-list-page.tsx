import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PointPicker } from '../components/point-picker';
import ui from '../components/verify.module.css';
import { verifyPaths } from '../utils/verify-paths';

/** /verification/ticket-list: pick one of my points (all items) to scan there. */
export default function TicketListPage() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader />
      <p className={ui.intro}>选择要核销的核销点</p>
      <PointPicker onPick={(p) => void navigate(verifyPaths.scan(p.id))} />
    </div>
  );
}
