from enum import StrEnum


class PutEventSmsStageBodyStatus(StrEnum):
    CANCELLED = "cancelled"
    DRAFT = "draft"
    SCHEDULED = "scheduled"

    def __str__(self) -> str:
        return str(self.value)
