/** Every code a caller can see. Server codes travel in `{ code, message, data }`; client codes are made by the web HTTP client. */
export const ErrorCode = {
  OK: 0,
  // server: the liveness (face) check of the recognition provider did not answer in time (spec 8 and 9)
  LIVENESS_TIMEOUT: 100,
  // server: request and permission
  VALIDATION: 10001,
  FORBIDDEN: 10003,
  NOT_FOUND: 10004,
  CONFLICT: 10009,
  SOLD_OUT: 10010,
  LIMIT_REACHED: 10011,
  RATE_LIMITED: 10029,
  NOT_CONFIGURED: 10050,
  UPSTREAM_FAILED: 10051,
  // server: account
  SMS_CODE_WRONG: 20001,
  SMS_CODE_EXPIRED: 20002,
  PASSWORD_WRONG: 20003,
  ACCOUNT_LOCKED: 20004,
  MOBILE_TAKEN: 20005,
  ACCOUNT_NOT_FOUND: 20006,
  PASSWORD_NOT_SET: 20007,
  // server: session
  SESSION_INVALID: 30000,
  TOKEN_EXPIRED: 30001,
  // client only (spec section 8)
  CLIENT_HTTP: 1024,
  REFRESH_LIMIT: 1025,
  REFRESH_FAILED: 1026,
  LIST_THROWN: 888,
  APP_TIMEOUT: 1504,
  APP_BAD_MESSAGE: -999,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Default Chinese message per server code; a thrower may give a more precise one. */
export const errorMessages: Record<number, string> = {
  [ErrorCode.LIVENESS_TIMEOUT]: '活体检查调用超时',
  [ErrorCode.VALIDATION]: '参数错误',
  [ErrorCode.FORBIDDEN]: '无权进行此操作',
  [ErrorCode.NOT_FOUND]: '内容不存在',
  [ErrorCode.CONFLICT]: '操作冲突，请刷新后重试',
  [ErrorCode.SOLD_OUT]: '已发完',
  [ErrorCode.LIMIT_REACHED]: '已达到每人限领数量',
  [ErrorCode.RATE_LIMITED]: '操作过于频繁，请稍后再试',
  [ErrorCode.NOT_CONFIGURED]: '该功能尚未配置，请联系客服',
  [ErrorCode.UPSTREAM_FAILED]: '系统错误',
  [ErrorCode.SMS_CODE_WRONG]: '验证码错误',
  [ErrorCode.SMS_CODE_EXPIRED]: '验证码已失效，请重新获取',
  [ErrorCode.PASSWORD_WRONG]: '手机号或密码错误',
  [ErrorCode.ACCOUNT_LOCKED]: '密码错误次数过多，请15分钟后再试',
  [ErrorCode.MOBILE_TAKEN]: '该手机号已注册',
  [ErrorCode.ACCOUNT_NOT_FOUND]: '账号不存在',
  [ErrorCode.PASSWORD_NOT_SET]: '该账号未设置密码，请使用验证码登录',
  [ErrorCode.SESSION_INVALID]: '登录失效，请重新登录',
  [ErrorCode.TOKEN_EXPIRED]: '登录已过期',
};

/** One failing field of a validation error, in `data.fields`. */
export interface FieldError {
  field: string;
  message: string;
}
