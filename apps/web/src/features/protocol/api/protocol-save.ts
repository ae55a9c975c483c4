import { useMutation, useQueryClient } from '@tanstack/react-query';
import { protocolSaveRich, protocolSaveText, type CallQuery, type ProtocolEdit } from '@kc/shared';
import { api } from '../../../lib/http';
import { protocolKeys } from './protocol-keys';

type SaveInput =
  ({ format: 'text' } & CallQuery<typeof protocolSaveText>) | ({ format: 'html' } & CallQuery<typeof protocolSaveRich>);

/** Saves an agreement as plain text or rich text; the editor's copy becomes the saved version. */
export function useSaveProtocol() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ format, ...q }: SaveInput): Promise<ProtocolEdit> =>
      format === 'text'
        ? api.call(protocolSaveText, q as CallQuery<typeof protocolSaveText>)
        : api.call(protocolSaveRich, q as CallQuery<typeof protocolSaveRich>),
    onSuccess: (saved) => {
      qc.setQueryData(protocolKeys.edit(saved.key), saved);
      void qc.invalidateQueries({ queryKey: protocolKeys.show(saved.key) });
      void qc.invalidateQueries({ queryKey: protocolKeys.list() });
      // the login terms popup reads the same document (features/auth docQuery)
      void qc.invalidateQueries({ queryKey: ['doc', saved.key] });
    },
  });
}
