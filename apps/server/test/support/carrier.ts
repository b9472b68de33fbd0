import type { CarrierAddress } from '../../src/integrations/carrier/types.js';

/** Addresses for carrier tests (2025 units: province + ward). */
export const hanoi: CarrierAddress = {
  fullName: 'Nguyễn Văn A',
  phoneNumber: '0912345678',
  provinceCode: '01',
  provinceName: 'Thành phố Hà Nội',
  wardCode: '00004',
  wardName: 'Phường Ba Đình',
  detail: '12 Phố Điện Biên Phủ',
};
export const hanoi2: CarrierAddress = {
  ...hanoi,
  fullName: 'Trần Thị B',
  wardCode: '00070',
  wardName: 'Phường Hoàn Kiếm',
  detail: '5 Hàng Bài',
};
export const hcm: CarrierAddress = {
  fullName: 'Lê Văn C',
  phoneNumber: '0987654321',
  provinceCode: '79',
  provinceName: 'Thành phố Hồ Chí Minh',
  wardCode: '26734',
  wardName: 'Phường Sài Gòn',
  detail: '1 Lê Lợi',
};
