import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PointPicker } from '../components/point-picker';
import { verifyPaths } from '../utils/verify-paths';
import '../components/verify.css';

/** /verification/ticket-list: pick one of my points (all items) to scan there. */
export default function TicketListPage() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader title="选择核销点" />
      <p className="verify-intro">选择要核销的核销点</p>
      <PointPicker onPick={(p) => void navigate(verifyPaths.scan(p.id))} />
    </div>
  );
}
