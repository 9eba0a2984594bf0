/** The server's field names on the order form; the form's rules are tested in tests/domain/validation/cleaningOrder.test.ts. */
import { orderErrorsFromServer } from '../../../../src/features/services/orderForm.ts';

describe("the server's refusals", () => {
  it("puts each field's message under its field and notes refused lines", () => {
    expect(
      orderErrorsFromServer({
        'contact.email': 'Невалиден имейл',
        'destinationAddress.cityId': 'Изберете град',
        timeSlot: 'Твърде скоро',
        'services.1.amount': 'Извън допустимото',
      }),
    ).toEqual({ fields: { email: 'Невалиден имейл', destinationCityId: 'Изберете град', timeSlot: 'Твърде скоро' }, linesRefused: true });
    expect(orderErrorsFromServer({ note: 'Твърде дълга' })).toEqual({ fields: { note: 'Твърде дълга' }, linesRefused: false });
  });
});
