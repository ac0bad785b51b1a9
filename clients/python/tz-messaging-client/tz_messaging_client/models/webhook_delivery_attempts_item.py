from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="WebhookDeliveryAttemptsItem")


@_attrs_define
class WebhookDeliveryAttemptsItem:
    """
    Attributes:
        attempted_at (datetime.datetime):
        response_status (int | None):
        error (None | str):
        duration_ms (int):
    """

    attempted_at: datetime.datetime
    response_status: int | None
    error: None | str
    duration_ms: int

    def to_dict(self) -> dict[str, Any]:
        attempted_at = self.attempted_at.isoformat()

        response_status: int | None
        response_status = self.response_status

        error: None | str
        error = self.error

        duration_ms = self.duration_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attempted_at": attempted_at,
                "response_status": response_status,
                "error": error,
                "duration_ms": duration_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attempted_at = datetime.datetime.fromisoformat(d.pop("attempted_at"))

        def _parse_response_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        response_status = _parse_response_status(d.pop("response_status"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        duration_ms = d.pop("duration_ms")

        webhook_delivery_attempts_item = cls(
            attempted_at=attempted_at,
            response_status=response_status,
            error=error,
            duration_ms=duration_ms,
        )

        return webhook_delivery_attempts_item
