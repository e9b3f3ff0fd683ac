import { Alert, Descriptions, Modal, Typography } from 'antd';
import type { TAddDeviceResponse } from '@evidence/shared/contracts';

/**
 * The new recorder's key, shown this once (the server keeps it only sealed and never answers it again): copy it
 * into the recorder's settings now. Closing asks nothing more; a lost key means retiring the device and
 * registering it again.
 */
export function SecretDialog({ result, onClose }: { result: TAddDeviceResponse | null; onClose: () => void }) {
  return (
    <Modal open={result !== null} title="设备已登记" okText="我已保存密钥" onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }} maskClosable={false} width={640}>
      {result && (
        <>
          <Alert type="warning" showIcon message="设备密钥只显示这一次" description="请立即复制并写入记录仪（或上传程序）。平台只保存加密后的密钥，关闭后无法再次查看；遗失时请停用该设备后重新登记。" style={{ marginBottom: 16 }} />
          <Descriptions bordered column={1} size="small" styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label="设备名称">{result.device.name}</Descriptions.Item>
            <Descriptions.Item label="设备ID">
              <Typography.Text copyable={{ text: result.device.deviceNo, tooltips: ['复制设备ID', '复制成功'] }} className="ep-mono" data-testid="device-no">
                {result.device.deviceNo}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="设备密钥">
              <Typography.Text copyable={{ text: result.secret, tooltips: ['复制密钥', '复制成功'] }} className="ep-mono ep-device-secret" data-testid="device-secret">
                {result.secret}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
