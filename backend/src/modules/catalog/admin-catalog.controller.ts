import { Body, Controller, Delete, Param, Post, Put } from '@nestjs/common';
import type { Category, MessageResponse } from '@event-kompass/shared-types';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { PathIdPipe } from '../../common/pipes/id-param.pipe';
import { CategoryNotFound } from './catalog.errors';
import { CatalogService } from './catalog.service';
import { CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto';

const categoryId = new PathIdPipe(() => new CategoryNotFound());

@Controller('api/admin/categories')
@AdminOnly()
export class AdminCatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Post()
  create(@Body() dto: CreateCategoryDto): Promise<Category> {
    return this.catalog.createCategory(dto);
  }

  @Put(':id')
  update(@Param('id', categoryId) id: number, @Body() dto: UpdateCategoryDto): Promise<Category> {
    return this.catalog.updateCategory(id, dto);
  }

  @Delete(':id')
  remove(@Param('id', categoryId) id: number): Promise<MessageResponse> {
    return this.catalog.deleteCategory(id);
  }
}
