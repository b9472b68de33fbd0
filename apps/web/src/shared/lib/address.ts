/** An address on one line, as every screen writes it: "12 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh". */
export const addressLine = (a: { detail: string; ward_name: string; province_name: string }) =>
  [a.detail, a.ward_name, a.province_name].filter(Boolean).join(', ');
