/** Shown above a form that came back with input the user had not saved yet. */
export function RestoredNotice() {
  return (
    <p className="form-restored" role="status">
      已恢复上次未保存的内容，记得保存
    </p>
  );
}
