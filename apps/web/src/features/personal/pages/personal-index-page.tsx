import { useSearchParams } from 'react-router';
import { RequireLogin } from '../../../components/ui/require-login';
import { positiveId } from '../../../lib/routing/route-id';
import { PersonalView } from '../components/personal-view';

/** /personal/index?uid=: anyone's personal page; without a uid, mine (after logging in). */
export default function PersonalIndexPage() {
  const [search] = useSearchParams();
  const uid = positiveId(search.get('uid'));
  if (uid === undefined)
    return (
      <RequireLogin>
        <PersonalView uid={0} />
      </RequireLogin>
    );
  return <PersonalView key={uid} uid={uid} />;
}
