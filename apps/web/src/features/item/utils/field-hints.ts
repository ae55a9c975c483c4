/** One line under each term of the item form that a first-time issuer would not know (spec 4's enumerations). */
export const FIELD_HINTS = {
  is_cert: '实名证件：持有人需登记姓名和照片',
  template_kind: '默认为系统票面；自定义可上传图标、选择颜色',
  par_value: '票面标注的价值，不填则同售价',
  sell_value: '观众实际支付的金额',
  per_user_limit: '每个账号最多可领取的张数',
  write_off_mode: '主动：核销员扫观众的码；扫码：观众扫核销点的码',
  shop_kind: '线下：到现场或门店使用；线上：在线上使用',
  distribution_mode: '票款结算给商家的时机：观众领取（购买）时，或核销时',
  registration_distribution: '有报名表时：报名提交即发放，或审核通过后发放',
  form_id: '领取前需填写的报名信息，不需要可不选',
  payment_order: '有报名表且收费时：先付款再填报名表，或先填表再付款',
  limit_type: '总次数：有效期内共可用；每日次数：每天可用',
} as const;
