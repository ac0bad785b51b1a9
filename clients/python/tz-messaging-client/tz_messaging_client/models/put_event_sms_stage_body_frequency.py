from enum import StrEnum


class PutEventSmsStageBodyFrequency(StrEnum):
    DAILY = "daily"
    MONTHLY = "monthly"
    ONCE = "once"
    WEEKLY = "weekly"

    def __str__(self) -> str:
        return str(self.value)
