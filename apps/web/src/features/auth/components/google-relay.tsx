import { useEffect, useState } from 'react';
import { Flex, Spin } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { relayGoogleAnswer, type GoogleAnswer } from '../google-popup';

/** Shown inside the Google popup when it lands back on /member/login: pass the answer on, close. */
export function GoogleRelay({ answer }: { answer: GoogleAnswer }) {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    relayGoogleAnswer(answer);
    const t = window.setTimeout(() => setStuck(true), 1500);
    return () => window.clearTimeout(t);
  }, [answer]);
  return (
    <Flex vertical align="center" gap={12} style={{ padding: 24 }}>
      <Spin />
      <Typography.Text>
        {stuck ? 'Đã nhận phản hồi từ Google. Bạn có thể đóng cửa sổ này.' : 'Đang hoàn tất đăng nhập với Google…'}
      </Typography.Text>
    </Flex>
  );
}
