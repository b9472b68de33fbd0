// antd's Input alone, without the Search, Password, TextArea and OTP that `import { Input } from 'antd'`
// attaches to it and the bundler then keeps (~5 KB gzip). For the public lists' first loads (issue 13):
// the product list's price fields, beside the list's search box (list-search.tsx).
export { default as Input, type InputProps } from 'antd/es/input/Input';
