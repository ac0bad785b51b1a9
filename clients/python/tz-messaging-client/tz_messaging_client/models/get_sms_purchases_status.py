from enum import StrEnum


class GetSmsPurchasesStatus(StrEnum):
    APPROVED = "approved"
    CANCELLED = "cancelled"
    FAILED = "failed"
    PENDING = "pending"
    REJECTED = "rejected"

    def __str__(self) -> str:
        return str(self.value)
