import { Injectable } from '@nestjs/common';

/**
 * "Now" for rules that depend on the day (due dates, renewals): tests set it instead of waiting
 * for the calendar (`jest.spyOn(app.get(Clock), 'now')`).
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
