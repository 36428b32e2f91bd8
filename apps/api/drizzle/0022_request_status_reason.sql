-- Decision 051: why the applicant cancelled a request (the customer gives a reason; the workshops are told).
ALTER TABLE "quote_requests" ADD COLUMN "quote_request_status_reason" text;
