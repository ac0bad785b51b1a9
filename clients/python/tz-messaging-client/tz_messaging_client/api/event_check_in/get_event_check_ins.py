from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_event_check_ins_response_200 import GetEventCheckInsResponse200
from ...models.get_event_check_ins_superseded import GetEventCheckInsSuperseded
from ...models.rule_error import RuleError
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    event_id: int,
    *,
    page: int | Unset = UNSET,
    per_page: int | Unset = UNSET,
    superseded: GetEventCheckInsSuperseded | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["per_page"] = per_page

    json_superseded: str | Unset = UNSET
    if not isinstance(superseded, Unset):
        json_superseded = superseded.value

    params["superseded"] = json_superseded

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/events/{event_id}/check-ins".format(
            event_id=quote(str(event_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GetEventCheckInsResponse200 | RuleError | ValidationError | None:
    if response.status_code == 200:
        response_200 = GetEventCheckInsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 422:

        def _parse_response_422(data: object) -> RuleError | ValidationError:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_unprocessable_error_type_0 = ValidationError.from_dict(data)

                return componentsschemas_unprocessable_error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_unprocessable_error_type_1 = RuleError.from_dict(data)

            return componentsschemas_unprocessable_error_type_1

        response_422 = _parse_response_422(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | GetEventCheckInsResponse200 | RuleError | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    per_page: int | Unset = UNSET,
    superseded: GetEventCheckInsSuperseded | Unset = UNSET,
) -> Response[Error | GetEventCheckInsResponse200 | RuleError | ValidationError]:
    """List check-ins, newest first, with the invitee, the usher and the door; a check-in an earlier scan
    of the card displaced has superseded_at and superseded_by (that scan: id, door, usher, scanned_at)
    and no longer counts. superseded=true lists only those (a door page asks whether its own were),
    false only the counting ones

     Permission: events.check_in or events.view; on this event also a committee treasurer or usher or
    viewer (issue 34 §6)

    Args:
        event_id (int):
        page (int | Unset):
        per_page (int | Unset):
        superseded (GetEventCheckInsSuperseded | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetEventCheckInsResponse200 | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
        page=page,
        per_page=per_page,
        superseded=superseded,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    per_page: int | Unset = UNSET,
    superseded: GetEventCheckInsSuperseded | Unset = UNSET,
) -> Error | GetEventCheckInsResponse200 | RuleError | ValidationError | None:
    """List check-ins, newest first, with the invitee, the usher and the door; a check-in an earlier scan
    of the card displaced has superseded_at and superseded_by (that scan: id, door, usher, scanned_at)
    and no longer counts. superseded=true lists only those (a door page asks whether its own were),
    false only the counting ones

     Permission: events.check_in or events.view; on this event also a committee treasurer or usher or
    viewer (issue 34 §6)

    Args:
        event_id (int):
        page (int | Unset):
        per_page (int | Unset):
        superseded (GetEventCheckInsSuperseded | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetEventCheckInsResponse200 | RuleError | ValidationError
    """

    return sync_detailed(
        event_id=event_id,
        client=client,
        page=page,
        per_page=per_page,
        superseded=superseded,
    ).parsed


async def asyncio_detailed(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    per_page: int | Unset = UNSET,
    superseded: GetEventCheckInsSuperseded | Unset = UNSET,
) -> Response[Error | GetEventCheckInsResponse200 | RuleError | ValidationError]:
    """List check-ins, newest first, with the invitee, the usher and the door; a check-in an earlier scan
    of the card displaced has superseded_at and superseded_by (that scan: id, door, usher, scanned_at)
    and no longer counts. superseded=true lists only those (a door page asks whether its own were),
    false only the counting ones

     Permission: events.check_in or events.view; on this event also a committee treasurer or usher or
    viewer (issue 34 §6)

    Args:
        event_id (int):
        page (int | Unset):
        per_page (int | Unset):
        superseded (GetEventCheckInsSuperseded | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetEventCheckInsResponse200 | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
        page=page,
        per_page=per_page,
        superseded=superseded,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    event_id: int,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    per_page: int | Unset = UNSET,
    superseded: GetEventCheckInsSuperseded | Unset = UNSET,
) -> Error | GetEventCheckInsResponse200 | RuleError | ValidationError | None:
    """List check-ins, newest first, with the invitee, the usher and the door; a check-in an earlier scan
    of the card displaced has superseded_at and superseded_by (that scan: id, door, usher, scanned_at)
    and no longer counts. superseded=true lists only those (a door page asks whether its own were),
    false only the counting ones

     Permission: events.check_in or events.view; on this event also a committee treasurer or usher or
    viewer (issue 34 §6)

    Args:
        event_id (int):
        page (int | Unset):
        per_page (int | Unset):
        superseded (GetEventCheckInsSuperseded | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetEventCheckInsResponse200 | RuleError | ValidationError
    """

    return (
        await asyncio_detailed(
            event_id=event_id,
            client=client,
            page=page,
            per_page=per_page,
            superseded=superseded,
        )
    ).parsed
