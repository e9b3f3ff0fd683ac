/** Loopback stand-ins of the providers' own protocols (issue 25), for server tests and the production e2e. */
export { startTencentCloudStandIn, loopbackTencentAgent, type TencentCloudStandIn } from './tencent-cloud/tencent-cloud-stand-in';
export { startAlipayCertifyStandIn, type AlipayCertifyStandIn } from './alipay-certify/alipay-certify-stand-in';
export { startWechatPayStandIn, type WechatPayStandIn } from './wechatpay';
export { startTencentSmsStandIn, type TencentSmsStandIn } from './tencent-sms/stand-in';
export { startAliyunSmsStandIn, type AliyunSmsStandIn } from './aliyun-sms/stand-in';
