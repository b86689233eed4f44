import { QueryFailedError } from 'typeorm';
import { GENERIC_ERROR_MESSAGE, toErrorResponse, UNAVAILABLE_MESSAGE } from './error-response';

describe('toErrorResponse', () => {
  it('answers an unreachable database with 503 and the German msg', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    expect(toErrorResponse(refused)).toMatchObject({ status: 503, msg: UNAVAILABLE_MESSAGE });
    const lost = new QueryFailedError(
      'SELECT 1',
      [],
      Object.assign(new Error('lost'), { code: 'PROTOCOL_CONNECTION_LOST' }),
    );
    expect(toErrorResponse(lost)).toMatchObject({ status: 503, msg: UNAVAILABLE_MESSAGE });
  });

  it('sheds load with 503 when the connection pool queue is full', () => {
    expect(toErrorResponse(new Error('Queue limit reached.'))).toMatchObject({
      status: 503,
      msg: UNAVAILABLE_MESSAGE,
    });
  });

  it('answers anything else unexpected with 500 and no details', () => {
    expect(toErrorResponse(new TypeError('x is undefined'))).toEqual({
      status: 500,
      msg: GENERIC_ERROR_MESSAGE,
      unexpected: true,
    });
  });
});
