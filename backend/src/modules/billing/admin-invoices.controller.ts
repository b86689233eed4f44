import { Body, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { AdminInvoice } from '@event-kompass/shared-types';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { PathIdPipe } from '../../common/pipes/id-param.pipe';
import { InvoiceNotFound } from './billing.errors';
import { InvoiceListQuery, InvoicePaymentDto } from './dto/invoice.dto';
import { InvoiceService } from './invoices/invoice.service';

const invoiceId = new PathIdPipe(() => new InvoiceNotFound());

/** The console's invoices: list by status, record a payment, cancel. No route changes an invoice. */
@ApiController('Rechnungen (Admin)', 'api/admin/invoices')
export class AdminInvoicesController {
  constructor(private readonly invoices: InvoiceService) {}

  @ApiRoute('Rechnungen, neueste zuerst (Filter: offen, bezahlt, storniert, ueberfaellig)', {
    ok: ['AdminInvoice'],
    errors: [400],
  })
  @Get()
  @AdminOnly()
  list(@Query() query: InvoiceListQuery): Promise<AdminInvoice[]> {
    return this.invoices.listForAdmin(query.status ?? undefined);
  }

  @ApiRoute('Eine Rechnung mit Zahlungen', { ok: 'AdminInvoice', errors: [404] })
  @Get(':id')
  @AdminOnly()
  get(@Param('id', invoiceId) id: number): Promise<AdminInvoice> {
    return this.invoices.getForAdmin(id);
  }

  @ApiRoute('Zahlung erfassen; die vollständig bezahlte Rechnung verlängert den Eintrag', {
    ok: 'AdminInvoice',
    errors: [400, 404, 409],
  })
  @Post(':id/zahlungen')
  @HttpCode(200)
  @AdminOnly()
  pay(@Param('id', invoiceId) id: number, @Body() dto: InvoicePaymentDto): Promise<AdminInvoice> {
    return this.invoices.recordPayment(id, dto);
  }

  @ApiRoute('Rechnung stornieren (Stornorechnung mit eigener Nummer)', {
    ok: 'AdminInvoice',
    errors: [404, 409],
  })
  @Post(':id/storno')
  @HttpCode(200)
  @AdminOnly()
  cancel(@Param('id', invoiceId) id: number): Promise<AdminInvoice> {
    return this.invoices.cancel(id);
  }
}
