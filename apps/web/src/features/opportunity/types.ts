/** Who is looking at the page; the route reads the session and passes this down. */
export interface OpportunityViewer {
  userId: number | string | null;
  isAuthenticated: boolean;
  isStaff: boolean;
  isPaid: boolean;
}
