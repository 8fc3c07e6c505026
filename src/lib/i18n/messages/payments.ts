import { catalog } from '../catalog';

export default catalog(
  {
    'payments.title': 'Payment',
  },
  {
    'payments.title': 'Zahlung',
  },
);
