// antd's Badge alone, without `Badge.Ribbon`, which `import { Badge } from 'antd'` attaches to it and
// the bundler then keeps (~0.7 KB gzip on every signed-in page: the navbar's cart and bell counts).
// No screen of ours draws a ribbon (issue 13).
export { default as Badge, type BadgeProps } from 'antd/es/badge/Badge';
