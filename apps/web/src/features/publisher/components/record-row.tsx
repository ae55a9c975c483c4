import { formatDate, maskPhone, type CallData, type publisherRecords } from '@kc/shared';

type PublishRecord = CallData<typeof publisherRecords>['list'][number];

/** One issue of a quota: to whom (name, masked mobile) and when. */
export function RecordRow({ record }: { record: PublishRecord }) {
  return (
    <div className="record-row">
      <div className="record-who">
        <strong className="record-name">{record.user_name || '未设置昵称'}</strong>
        <span className="record-mobile">{maskPhone(record.mobile)}</span>
      </div>
      <time className="record-time">{formatDate(record.create_time)}</time>
    </div>
  );
}
