/**
 * `ma-flower-prices`: the Massachusetts Cannabis Control Commission's average retail price of
 * adult-use flower by month, in USD per gram (the file's unit column, which must say grams).
 */
export interface MaFlowerPriceRow {
  period: string;
  /** USD per gram, the monthly average retail price of adult-use flower. */
  pricePerGram: number;
}
