// antd's Avatar alone, without `Avatar.Group`: `import { Avatar } from 'antd'` attaches the group to it,
// and the group's overflow popover brings antd's tooltip and popup engine (@rc-component/trigger and
// a colour-picker helper, ~11 KB gzip) to every page that shows a shop's or a member's picture
// (issue 13). No screen of ours groups avatars; one that does imports `Avatar` from 'antd'.
export { default as Avatar, type AvatarProps } from 'antd/es/avatar/Avatar';
