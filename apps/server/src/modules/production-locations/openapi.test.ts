import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('documents every v1 production-location and moderation-event path with its payload and answers', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    expect(Object.keys(paths['/api/v1/production-locations/'])).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/v1/production-locations/{osId}/'])).toEqual(['get', 'patch']);
    expect(Object.keys(paths['/api/v1/moderation-events/'])).toEqual(['get']);
    expect(Object.keys(paths['/api/v1/moderation-events/{id}/'])).toEqual(['get', 'patch']);
    expect(Object.keys(paths['/api/v1/moderation-events/{id}/production-locations/'])).toEqual(['post']);
    expect(Object.keys(paths['/api/v1/moderation-events/{id}/production-locations/{osId}/'])).toEqual(['patch']);

    const post = paths['/api/v1/production-locations/'].post;
    const payload = post.requestBody.content['application/json'].schema;
    expect(payload.required).toEqual(['name', 'address', 'country']);
    expect(Object.keys(payload.properties)).toEqual([
      'name',
      'address',
      'country',
      'sector',
      'product_type',
      'location_type',
      'processing_type',
      'number_of_workers',
      'parent_company',
      'local_name',
      'coordinates',
      'duplicate_override',
    ]);
    expect(Object.keys(post.responses['202'].content['application/json'].schema.properties)).toEqual([
      'moderation_id',
      'moderation_status',
      'created_at',
      'cleaned_data',
      'os_id',
    ]);
    const search = paths['/api/v1/production-locations/'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual([
      'from',
      'size',
      'sort_by',
      'order_by',
      'search_after[value]',
      'search_after[id]',
      'query',
      'os_id',
      'name',
      'local_name',
      'description',
      'address',
      'country',
      'sector',
      'product_type',
      'location_type',
      'processing_type',
      'number_of_workers[min]',
      'number_of_workers[max]',
      'percent_female_workers[min]',
      'percent_female_workers[max]',
      'minimum_order_quantity',
      'average_lead_time',
      'affiliations',
      'certifications_standards_regulations',
      'contributor_id',
      'claim_status',
      'claimed_at_gt',
      'claimed_at_lt',
      'coordinates[lat]',
      'coordinates[lng]',
      'distance',
      'geo_bounding_box[top]',
      'geo_bounding_box[left]',
      'geo_bounding_box[bottom]',
      'geo_bounding_box[right]',
      'geo_polygon',
      'aggregation',
      'geohex_grid_precision',
    ]);
    expect(Object.keys(search.responses['200'].content['application/json'].schema.properties)).toEqual([
      'count',
      'data',
      'aggregations',
    ]);
    const detail = paths['/api/v1/production-locations/{osId}/'].get;
    expect(Object.keys(detail.responses['200'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['opened_at', 'estimated_annual_throughput', 'actual_annual_energy_consumption']),
    );
    const queue = paths['/api/v1/moderation-events/'].get;
    expect(queue.parameters.map((p: { name: string }) => p.name)).toEqual([
      'source',
      'status',
      'country',
      'date_gte',
      'date_lt',
      'sort_by',
      'order_by',
      'from',
      'size',
    ]);
  });
});
