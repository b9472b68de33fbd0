import Text, { type TextProps } from 'antd/es/typography/Text';

/**
 * A text with antd's copy button (a tracking code, a bank account, an audit target). It is the one
 * use of antd's full Typography, whose copy, edit and measuring parts bring the tooltip and popup
 * engine; everything else uses `shared/ui/typography` (issue 13), so only the screens that show such
 * a code load those parts.
 */
export function CopyableText(props: Omit<TextProps, 'copyable'>) {
  return <Text copyable {...props} />;
}
