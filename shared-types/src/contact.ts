/** `POST /api/contact` */
export interface ContactRequest {
  name: string;
  email: string;
  message: string;
}
