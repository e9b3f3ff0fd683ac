import { Button, Form } from 'antd';

/** 查询 (submits the filter form) and 重置 (the caller clears the form and applies it), for inline filter forms. */
export function FilterButtons({ onReset }: { onReset: () => void }) {
  return (
    <>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={onReset}>重置</Button>
      </Form.Item>
    </>
  );
}
