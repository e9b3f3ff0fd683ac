export { startTencentSmsStandIn, type TencentSmsStandIn } from './tencent-sms/stand-in';
export { startAliyunSmsStandIn, type AliyunSmsStandIn } from './aliyun-sms/stand-in';
