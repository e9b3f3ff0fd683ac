export { startWechatPayStandIn, type WechatPayStandIn, type Fault, type OutgoingNotice, type NoticeOptions, type Deliver, type Trade, type Refund, type Checked } from './standin';
