// antd's Checkbox alone, without `Checkbox.Group`, which `import { Checkbox } from 'antd'` attaches to
// it and the bundler then keeps (~1 KB gzip; the cart's line picker). No screen of ours uses the
// group (issue 13).
export { default as Checkbox, type CheckboxProps } from 'antd/es/checkbox/Checkbox';
