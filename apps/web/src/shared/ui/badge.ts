// antd's Badge alone, without `Badge.Ribbon`, which `import { Badge } from 'antd'` attaches to it and
// the bundler then keeps (~0.7 KB gzip). No screen of ours draws a ribbon (issue 13). Only the
// moderator's pending-requests tab uses it (a standalone, coloured count that shows 0); the navbar's
// small counts are drawn by count-badge.tsx.
export { default as Badge, type BadgeProps } from 'antd/es/badge/Badge';
