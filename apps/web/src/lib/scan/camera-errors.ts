/** Why the camera could not open, in words a checker understands; every message ends with the fallback. */
export const cameraErrorMessage = (e: unknown): string => {
  const name = e instanceof Error || (typeof e === 'object' && e !== null && 'name' in e) ? (e as Error).name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return '未获得摄像头权限，请在浏览器设置中允许使用摄像头，或手动输入核销码';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return '未找到可用的摄像头，请手动输入核销码';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return '摄像头被占用或无法启动，请关闭其他使用摄像头的应用后重试，或手动输入核销码';
    default:
      return '无法打开摄像头，请手动输入核销码';
  }
};

/** No camera API at all: an insecure page (http) or an old browser. */
export const noCameraApiMessage = (secure: boolean): string =>
  secure
    ? '当前浏览器不支持摄像头扫码，请手动输入核销码'
    : '当前页面不是安全连接（HTTPS），无法使用摄像头，请手动输入核销码';
