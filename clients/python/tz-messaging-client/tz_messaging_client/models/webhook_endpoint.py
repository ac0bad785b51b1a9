from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.webhook_event_type import WebhookEventType

T = TypeVar("T", bound="WebhookEndpoint")


@_attrs_define
class WebhookEndpoint:
    """An endpoint of the organization's app that receives signed events; never its secret

    Attributes:
        id (int):
        url (str):
        description (None | str):
        events (list[WebhookEventType]):
        status (Literal['disabled'] | Literal['enabled']):
        failing_since (datetime.datetime | None):
        disabled_at (datetime.datetime | None):
        disabled_reason (None | str):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: int
    url: str
    description: None | str
    events: list[WebhookEventType]
    status: Literal["disabled"] | Literal["enabled"]
    failing_since: datetime.datetime | None
    disabled_at: datetime.datetime | None
    disabled_reason: None | str
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        description: None | str
        description = self.description

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        status: Literal["disabled"] | Literal["enabled"]
        status = self.status

        failing_since: None | str
        if isinstance(self.failing_since, datetime.datetime):
            failing_since = self.failing_since.isoformat()
        else:
            failing_since = self.failing_since

        disabled_at: None | str
        if isinstance(self.disabled_at, datetime.datetime):
            disabled_at = self.disabled_at.isoformat()
        else:
            disabled_at = self.disabled_at

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "url": url,
                "description": description,
                "events": events,
                "status": status,
                "failing_since": failing_since,
                "disabled_at": disabled_at,
                "disabled_reason": disabled_reason,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = WebhookEventType(events_item_data)

            events.append(events_item)

        def _parse_status(data: object) -> Literal["disabled"] | Literal["enabled"]:
            status_type_0 = cast(Literal["enabled"], data)
            if status_type_0 != "enabled":
                raise ValueError(f"status_type_0 must match const 'enabled', got '{status_type_0}'")
            return status_type_0
            status_type_1 = cast(Literal["disabled"], data)
            if status_type_1 != "disabled":
                raise ValueError(f"status_type_1 must match const 'disabled', got '{status_type_1}'")
            return status_type_1

        status = _parse_status(d.pop("status"))

        def _parse_failing_since(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                failing_since_type_0 = datetime.datetime.fromisoformat(data)

                return failing_since_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        failing_since = _parse_failing_since(d.pop("failing_since"))

        def _parse_disabled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_at_type_0 = datetime.datetime.fromisoformat(data)

                return disabled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        disabled_at = _parse_disabled_at(d.pop("disabled_at"))

        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        webhook_endpoint = cls(
            id=id,
            url=url,
            description=description,
            events=events,
            status=status,
            failing_since=failing_since,
            disabled_at=disabled_at,
            disabled_reason=disabled_reason,
            created_at=created_at,
            updated_at=updated_at,
        )

        return webhook_endpoint
